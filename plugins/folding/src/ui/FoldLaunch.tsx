import { Button, Notify, Stores, Workspace, useService, type ActionItem, type SequenceActionProps } from '@bench/sdk';
import { designActionOf, designSourceOf, foldLaunch, NONE_SELECTED } from '../folding/launch.ts';
import { ENTITY } from '@bench/family-structure-prediction';
import { AI_FOLDING_CREATOR_TAB } from '../tabs.ts';
import { useInstalledFoldingTools } from './useInstalledFoldingTools.ts';
import '@bench/family-structure-prediction/ui.css';

/**
 * A sequence collection's fold buttons: the tools this server runs for the selected sequences. One
 * hands the sequences and the tool to the AI folding creator, where the scientist checks the price
 * and submits; designs of one run also hand over the structure they were designed on (a reference
 * for AlphaFold2 single sequence).
 */
export default function FoldLaunch({ selected }: SequenceActionProps) {
  const notify = useService(Notify);
  const stores = useService(Stores);
  const workspace = useService(Workspace);
  const { tools, unavailable } = foldLaunch(selected, useInstalledFoldingTools());

  const fold = async (aiTool: string) => {
    if (selected.length === 0) {
      console.warn(NONE_SELECTED);
      return notify.warning(NONE_SELECTED);
    }
    const actionId = designActionOf(selected);
    const action = actionId
      ? await stores
          .of<ActionItem>('actions')
          .get(actionId)
          .catch(() => null)
      : null;
    const reference = designSourceOf(action);
    const data = {
      type: ENTITY,
      id: 'ai_folding',
      name: 'AI Folding',
      aiTool,
      targets: selected.map(({ name, sequence }) => ({ name, sequence })),
      ...(reference ? { reference } : {}),
      // each press is a new hand-over, even of the same sequences and tool
      handedAt: Date.now(),
    };
    const tab = workspace.openTab(AI_FOLDING_CREATOR_TAB, data, 'AI Folding');
    workspace.updateTab(tab.id, { data });
  };

  return (
    // biome-ignore lint/a11y/useSemanticElements: a span of launch buttons laid out inline; a fieldset is a block with a border
    <span className="bn-fold-launch" role="group" aria-label="AI Folding">
      {tools.map((tool) => (
        <Button key={tool} small variant="primary" onClick={() => void fold(tool)}>
          {tool}
        </Button>
      ))}
      {unavailable && <span className="bn-hint">{unavailable}</span>}
    </span>
  );
}
