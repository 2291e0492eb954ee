import { existsSync } from 'node:fs';
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import type { CertificateView } from '@occ/shared';

/**
 * A CJK font the PDF embeds (subset) so Chinese names and titles render: Noto Sans CJK from
 * Debian's fonts-noto-cjk (scripts/install-system-deps.sh installs it), else WenQuanYi.
 */
const CJK_FONTS: [path: string, family?: string][] = [
  ['/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc', 'NotoSansCJKsc-Regular'],
  ['/usr/share/fonts/opentype/noto/NotoSerifCJK-Regular.ttc', 'NotoSerifCJKsc-Regular'],
  ['/usr/share/fonts/truetype/wqy/wqy-zenhei.ttc', 'WenQuanYiZenHei'],
  ['/usr/share/fonts/truetype/wqy/wqy-microhei.ttc', 'WenQuanYiMicroHei'],
];
const cjkFont = CJK_FONTS.find(([p]) => existsSync(p));

const day = (iso: string) => iso.slice(0, 10);

/** Draws the QR code of `url` as dark squares at (x, y), `size` points wide. */
function drawQr(doc: PDFKit.PDFDocument, url: string, x: number, y: number, size: number) {
  const qr = QRCode.create(url, { errorCorrectionLevel: 'M' });
  const n = qr.modules.size;
  const cell = size / (n + 8);
  doc.save().rect(x, y, size, size).fill('#ffffff').fillColor('#000000');
  for (let r = 0; r < n; r++)
    for (let c = 0; c < n; c++)
      if (qr.modules.get(r, c)) doc.rect(x + (c + 4) * cell, y + (r + 4) * cell, cell, cell);
  doc.fill().restore();
}

/** The certificate as an A4 landscape PDF, in Chinese and English, with a QR code to its verification page. */
export function renderCertificatePdf(cert: CertificateView, verifyUrl: string): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: 50,
    info: { Title: `Certificate ${cert.id}`, Author: 'OCC', Subject: cert.subject.titleEn },
  });
  if (!cjkFont) throw new Error('no CJK font installed (fonts-noto-cjk)');
  doc.registerFont('cjk', cjkFont[0], cjkFont[1]);
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const w = doc.page.width;
  const h = doc.page.height;
  doc
    .lineWidth(3)
    .strokeColor('#1f4e8c')
    .rect(25, 25, w - 50, h - 50)
    .stroke();
  doc
    .lineWidth(1)
    .rect(35, 35, w - 70, h - 70)
    .stroke();
  const centre = { align: 'center' as const, width: w - 100 };
  doc.font('cjk').fillColor('#1f4e8c').fontSize(34).text('结业证书', 50, 70, centre);
  doc.fontSize(18).fillColor('#333333').text('Certificate of Completion', centre);
  doc.moveDown(1.5).fontSize(14).fillColor('#555555').text('兹证明 / This certifies that', centre);
  doc.moveDown(0.5).fontSize(28).fillColor('#000000').text(cert.holder, centre);
  const what =
    cert.kind === 'route'
      ? '已完成学习路线 / has completed the study route'
      : '已完成课程 / has completed the course';
  doc.moveDown(0.5).fontSize(14).fillColor('#555555').text(what, centre);
  doc.moveDown(0.5).fontSize(22).fillColor('#000000').text(`《${cert.subject.titleZh}》`, centre);
  doc.fontSize(16).text(cert.subject.titleEn, centre);
  doc.moveDown(1).fontSize(12).fillColor('#555555');
  doc.text(`颁发日期 / Issued on: ${day(cert.issuedAt)}`, centre);
  if (cert.expiresAt) doc.text(`有效期至 / Valid until: ${day(cert.expiresAt)}`, centre);
  if (cert.status === 'revoked')
    doc.fillColor('#b00020').text('已撤销 / REVOKED', centre).fillColor('#555555');
  doc.fontSize(9).text(`证书编号 / Certificate ID: ${cert.id}`, 60, h - 95);
  doc.text(`验证 / Verify: ${verifyUrl}`, 60, h - 80);
  drawQr(doc, verifyUrl, w - 160, h - 160, 100);
  doc.end();
  return done;
}

/** The QR code of the verification page as an SVG image. */
export const certificateQrSvg = (url: string) =>
  QRCode.toString(url, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
