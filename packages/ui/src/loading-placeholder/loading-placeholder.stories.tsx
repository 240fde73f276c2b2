import type { Story, StoryDefault } from '@ladle/react';
import { useState } from 'react';
import { Button } from '../button/button';
import { LoadingPlaceholder } from './loading-placeholder';
import { Spinner } from './spinner';

export default { title: 'Basics / LoadingPlaceholder' } satisfies StoryDefault;

/** The skeleton, shown at once (delay 0) and kept while loading. */
export const Skeleton: Story = () => (
  <LoadingPlaceholder loading delay={0}>
    <p>Loaded</p>
  </LoadingPlaceholder>
);

/** The spinner variant. */
export const SpinnerVariant: Story = () => (
  <LoadingPlaceholder loading delay={0} variant="spinner">
    <p>Loaded</p>
  </LoadingPlaceholder>
);

/** Five skeleton lines. */
export const ManyLines: Story = () => (
  <LoadingPlaceholder loading delay={0} lines={5}>
    <p>Loaded</p>
  </LoadingPlaceholder>
);

/**
 * Real timings: a load of the chosen length. Under 800 ms nothing flashes; longer loads show the
 * skeleton for at least a second.
 */
export const Timings: Story = () => {
  const [loading, setLoading] = useState(false);
  const load = (ms: number) => {
    setLoading(true);
    setTimeout(() => setLoading(false), ms);
  };
  return (
    <div style={{ display: 'grid', gap: 12 }}>
      <div style={{ display: 'flex', gap: 8 }}>
        <Button onClick={() => load(500)}>Load 500 ms</Button>
        <Button onClick={() => load(900)}>Load 900 ms</Button>
        <Button onClick={() => load(3000)}>Load 3 s</Button>
      </div>
      <LoadingPlaceholder loading={loading}>
        <p>12 devices</p>
      </LoadingPlaceholder>
    </div>
  );
};

/** The bare spinner, with and without visible label. */
export const Spinners: Story = () => (
  <div style={{ display: 'flex', gap: 24, alignItems: 'center' }}>
    <Spinner />
    <Spinner showLabel />
    <Spinner size={32} />
  </div>
);
