/** Rich text: HTML from the server's one sanitising markdown pipeline (platform/markdown.ts). */
export function RichTextBlock({ props }: { props: { html: string } }) {
  return <section className="pb-section markdown-body" dangerouslySetInnerHTML={{ __html: props.html }} />;
}
