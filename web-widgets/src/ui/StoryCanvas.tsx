import { useState } from 'react';
import type { ReactNode } from 'react';

/** A story's store: made once, then brought to the story's step (the fakes answer at once). */
export const useStoryStore = <S,>(create: () => S, play: (store: S) => Promise<unknown>): S => {
  const [store] = useState(() => {
    const created = create();
    void play(created);
    return created;
  });
  return store;
};

/** The page a widget sits on in the app, for stories. */
export const StoryCanvas = ({ children }: { children: ReactNode }) => (
  <div style={{ padding: 32, background: 'var(--nd-color-canvas)', minHeight: '100vh' }}>{children}</div>
);
