import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { messages } from '@guidepass/domain/messages';
import { uiText } from '../../../config/missing-messages.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { useAppServer } from '../../../testing/use-app-server.ts';

const server = useAppServer();

describe('the common-password hint on the sign-up form', () => {
  it('appears while the new password is a common one and goes when it is not, before anything is sent', async () => {
    const { user } = renderApp(server);
    await screen.findByRole('heading', { name: messages.signUpTitle });
    const password = screen.getByLabelText(uiText.passwordLabel);
    expect(screen.queryByText(messages.passwordTooCommon)).toBeNull();

    await user.type(password, 'Password');
    const hint = await screen.findByText(messages.passwordTooCommon);
    expect(password.getAttribute('aria-describedby')).toBe(hint.id);
    expect(hint.getAttribute('aria-live')).toBe('polite');

    await user.type(password, '-for-the-okavango');
    await waitFor(() => expect(screen.queryByText(messages.passwordTooCommon)).toBeNull());
    expect(server.callsTo('POST /auth/signup')).toHaveLength(0);
  });
});
