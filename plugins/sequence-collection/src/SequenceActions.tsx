import { LazyView, useRegistry, useUser, type SequenceActionProps } from '@bench/sdk';

/** The controls other plugins add for the selected sequences (AI folding's tools), in their order. */
export function SequenceActions(props: SequenceActionProps) {
  const registry = useRegistry();
  const user = useUser();
  return (
    <>
      {registry.visibleTo(registry.sequenceActions, user).map((action) => (
        <LazyView key={action.fullId} loader={action.component} props={props} what={`'${action.fullId}'`} />
      ))}
    </>
  );
}
