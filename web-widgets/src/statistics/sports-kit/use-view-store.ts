import { useEffect, useRef, useState } from 'react';
import type { StatisticsViewParams, StatisticsViewProps } from '../statistics-view.types';

/** The page's callbacks as a store sees them: always the latest props, whatever render made the store. */
export type ViewEvents = Pick<StatisticsViewProps, 'onParamsChange' | 'onError' | 'onOpenPlayer' | 'onOpenTeam' | 'onExportWidget'> & {
  /** The params as the page holds them now: a view changes its own keys and keeps the others. */
  params: () => StatisticsViewParams;
};

/**
 * Makes a view's store once (per service provider) and hands it callbacks that read the latest
 * props. The workspace re-renders with new arrow functions often; the store must not keep stale ones.
 * Once mounted, and again for a new store, the store's init() loads what the view shows first.
 */
export const useViewStore = <S extends { init: () => Promise<void> }>(
  props: StatisticsViewProps,
  create: (props: StatisticsViewProps, events: ViewEvents) => S,
): S => {
  const latest = useRef(props);
  latest.current = props;
  const [events] = useState<ViewEvents>(() => ({
    onParamsChange: (params) => latest.current.onParamsChange(params),
    onError: (code) => latest.current.onError(code),
    onOpenPlayer: (id) => latest.current.onOpenPlayer(id),
    onOpenTeam: (id) => latest.current.onOpenTeam(id),
    onExportWidget: (request) => latest.current.onExportWidget(request),
    params: () => latest.current.params,
  }));
  const made = useRef<{ provider: string; store: S } | null>(null);
  if (made.current === null || made.current.provider !== props.serviceProvider) {
    made.current = { provider: props.serviceProvider, store: create(props, events) };
  }
  const store = made.current.store;
  useEffect(() => {
    void store.init();
  }, [store]);
  return store;
};
