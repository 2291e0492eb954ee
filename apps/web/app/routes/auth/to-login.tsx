import { redirect, type LoaderFunctionArgs } from 'react-router';

// spec §2: /auth, /auth/auth and /auth/occlogin lead to the login page, keeping the query (?redirect=)
export function loader({ request }: LoaderFunctionArgs) {
  return redirect(`/auth/login${new URL(request.url).search}`);
}
