import { sitePath } from '../locale/locale-path';
import { createLogoutApi } from '../api/domains/logout';
import { getDomain } from '../config';
import { logIgnored } from '../log-ignored';
import { navigate } from '../navigation/host';
import { $session, logout } from '../session/page-session';

/**
 * The header's Log Out: "clears the session, goes to /". The page is cleared at once; the server
 * is then told to end the session (POST /auth/logout with the refresh token), so the tokens stop
 * working there too, and only then does the page leave (leaving would cancel the call). A failed
 * call changes nothing for the player: the page is already signed out, and it still goes to /.
 * Its own module, away from the login form's machinery, so a widget that only logs out (the user
 * menu) does not carry the forms.
 */
export async function logOut(): Promise<void> {
  const refreshToken = $session.get()?.tokens.refreshToken;
  logout();
  if (refreshToken) {
    try {
      await getDomain(createLogoutApi).logout({ value: refreshToken });
    } catch (error) {
      logIgnored('the server did not end the session on Log Out', error);
    }
  }
  navigate(sitePath('/'));
}
