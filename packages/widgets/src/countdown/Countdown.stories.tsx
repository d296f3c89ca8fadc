import type { Meta, StoryObj } from '@storybook/react-vite';
import { Countdown } from '../index';

const meta = { title: 'Widgets/rdc-countdown', component: Countdown } satisfies Meta<typeof Countdown>;
export default meta;

type Story = StoryObj<typeof meta>;

const fromNow = (ms: number) => new Date(Date.now() + ms).toISOString();
const DAY = 24 * 60 * 60 * 1000;

/** At least one week left: weeks. */
export const Weeks: Story = { args: { end: fromNow(3 * 7 * DAY + DAY) } };
/** At least one day left: days. */
export const Days: Story = { args: { end: fromNow(3 * DAY + 60_000) } };
/** Under a day: HH:MM:SS, ticking. */
export const Hours: Story = { args: { end: fromNow(5 * 3600_000 + 42_000) } };
/** Ten seconds left: it hides itself at zero. */
export const NearZero: Story = { args: { end: fromNow(10_000) } };
/** The offer has ended, or has no end: nothing shows. */
export const Ended: Story = { args: { end: fromNow(-1000) } };
