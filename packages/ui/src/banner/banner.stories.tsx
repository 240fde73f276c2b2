import type { Story, StoryDefault } from '@ladle/react';
import { Button } from '../button/button';
import { Banner, type BannerTone } from './banner';

export default { title: 'Basics / Banner' } satisfies StoryDefault;

const tones: BannerTone[] = ['info', 'success', 'warning', 'danger'];

/** Every tone with title and text. */
export const Tones: Story = () => (
  <div style={{ display: 'grid', gap: 12 }}>
    {tones.map((tone) => (
      <Banner key={tone} tone={tone} title={`A ${tone} banner`}>
        Supporting text for the {tone} banner.
      </Banner>
    ))}
  </div>
);

/** The trial banner shape: actions and a dismiss button. */
export const WithActions: Story = () => (
  <Banner
    tone="warning"
    title="Your trial ends in 3 days"
    dismissible
    actions={
      <>
        <Button size="sm" variant="primary">
          Buy now
        </Button>
        <Button size="sm" variant="link">
          Contact sales
        </Button>
      </>
    }
  >
    Add a payment method to keep your devices monitored.
  </Banner>
);

/** Text only. */
export const TextOnly: Story = () => <Banner>The device list refreshes every minute.</Banner>;
