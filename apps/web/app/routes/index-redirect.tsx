import { redirect } from 'react-router';

// spec §2: /index redirects to /
export function loader() {
  return redirect('/', 301);
}
