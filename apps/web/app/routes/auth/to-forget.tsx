import { redirect, type LoaderFunctionArgs } from 'react-router';

// spec §2: /auth/occforget leads to the forgotten-password page
export function loader({ request }: LoaderFunctionArgs) {
  return redirect(`/auth/forget${new URL(request.url).search}`);
}
