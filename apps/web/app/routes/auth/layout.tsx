import { Outlet } from 'react-router';
import { AuthCard } from '~/features/auth/AuthCard';
import { authLinks } from '~/features/auth/styles';

export const links = authLinks;

// /auth/*: every account page sits in one centred card (the site header keeps the language switch).
export default function AuthLayout() {
  return (
    <AuthCard>
      <Outlet />
    </AuthCard>
  );
}
