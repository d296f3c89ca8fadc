import { $authModal } from '@rdc/core';
import type { AuthView } from '@rdc/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect } from 'react';
import { createReactWidget } from '../platform/react-widget';
import { widget as auth } from './Auth.element';

// The widget in its shadow root, with its real styles.
const AuthWidget = createReactWidget('rdc-auth', auth.component, auth.styles);

function AuthOn({ view }: { view: AuthView }) {
  useEffect(() => {
    $authModal.set(view);
    return () => $authModal.set(null);
  }, [view]);
  return <AuthWidget />;
}

const meta = { title: 'Widgets/rdc-auth', component: AuthOn } satisfies Meta<typeof AuthOn>;
export default meta;

type Story = StoryObj<typeof meta>;

/** "Sing In" with "Log in Now", Remember me and the links. */
export const SignIn: Story = { args: { view: 'login' } };
/** "Register Now": alias, email, password, referral, birthday (Day, Mount, Year), agreement, portfolio. */
export const Register: Story = { args: { view: 'register' } };
/** Account Restore: the email and Send. */
export const Recovery: Story = { args: { view: 'recovery' } };
/** The restore form a recovery_token opens: the new password twice. */
export const Restore: Story = { args: { view: 'restore' } };
