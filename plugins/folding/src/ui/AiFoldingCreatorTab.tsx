import { useState } from 'react';
import { Notify, boundedLines, useService, type TabProps } from '@bench/sdk';
import { creatorTool, notInstalledMessage } from '../folding/programs.ts';
import {
  AI_FOLDING,
  AI_FOLDING_CREDITS,
  REFERENCE_TOOL,
  aiFoldingIssues,
  aiFoldingModel,
  aiFoldingRequests,
  foldingTargets,
  foldingToolsFor,
  type FoldingTarget,
} from '../model.ts';
import { MESSAGES } from '@bench/family-structure-prediction';
import { CreatorFooter, useCreatorSubmit, usePoses } from '@bench/family-structure-prediction/ui';
import { ReferencePicker, type ReferencePose } from './ReferencePicker.tsx';
import { useInstalledFoldingTools } from './useInstalledFoldingTools.ts';
import '@bench/family-structure-prediction/ui.css';

const NO_SEQUENCES = 'No sequences selected for AI Folding.';
const asFasta = (targets: readonly FoldingTarget[]) => targets.map((t) => `>${t.name}\n${t.sequence}\n`).join('');

/**
 * Sequences, tool and reference a sequence collection's fold button hands over (tab data `targets`,
 * `aiTool`, and `reference`: the structure the sequences were designed on).
 */
function handedOver(data: TabProps['tab']['data']): { text: string; aiTool: string | null; reference: string | null } {
  const targets = Array.isArray(data.targets) ? (data.targets as FoldingTarget[]) : [];
  const text = (key: string) => (typeof data[key] === 'string' ? (data[key] as string) : null);
  return { text: asFasta(targets), aiTool: text('aiTool'), reference: text('reference') };
}

/**
 * aiFoldingCreator (spec 2 §2.8, spec 1 §3): FASTA records (or one bare sequence; '/' separates the
 * chains of a complex) folded with the chosen tool, one prediction per record, each in its own
 * group, submitted at once; the tools this server does not run are shown but cannot be chosen.
 * AlphaFold2 single sequence takes an optional reference structure. Below, the session's
 * AI-folding predictions.
 */
export default function AiFoldingCreatorTab({ tab }: TabProps) {
  const notify = useService(Notify);
  const installed = useInstalledFoldingTools();
  const submitter = useCreatorSubmit(MESSAGES.submit);
  const { busy, error } = submitter;
  const handed = handedOver(tab.data);
  const [text, setText] = useState(handed.text);
  const [aiTool, setAiTool] = useState(handed.aiTool);
  const [referenceId, setReferenceId] = useState(handed.reference);
  // a fold button pressed again while this tab is open hands over new sequences; the tab's data
  // read again (a session reload) is not a hand-over and keeps what the person chose since. Applied
  // while rendering, not in an effect: an effect flushed late would undo a choice made before it ran.
  const handOver = JSON.stringify([handed, tab.data.handedAt]);
  const [appliedHandOver, setAppliedHandOver] = useState(handOver);
  if (handOver !== appliedHandOver) {
    setAppliedHandOver(handOver);
    if (handed.text) setText(handed.text);
    if (handed.aiTool) setAiTool(handed.aiTool);
    if (handed.reference) setReferenceId(handed.reference);
  }

  const { targets, problems } = foldingTargets(text);
  const tools = foldingToolsFor(targets);
  const tool = creatorTool(tools, installed, aiTool);
  const [found] = usePoses<ReferencePose>(referenceId ? [referenceId] : []);
  const referencePose = found?._id === referenceId ? found : null;
  const reference = tool === REFERENCE_TOOL && referenceId ? referenceId : null;
  const requests = aiFoldingRequests(tool, targets, reference);
  const referenceSequence = reference ? referencePose?.sequence : undefined;
  const issues = [
    ...(installed.includes(tool) ? [] : [notInstalledMessage(tool)]),
    ...problems,
    ...requests.flatMap((r) =>
      aiFoldingIssues({ ...aiFoldingModel.defaults(), ...r.member.input }, referenceSequence).map(
        (i) => `${r.member.name}: ${i.message}`,
      ),
    ),
  ];

  const submit = async () => {
    if (targets.length === 0) return submitter.setError(NO_SEQUENCES);
    if (await submitter.submit(requests)) {
      notify.success(`${tool} submitted for ${targets.length} sequence${targets.length === 1 ? '' : 's'}.`);
      setText('');
    }
  };

  return (
    <section className="bn-sp-tab" aria-label={AI_FOLDING.label}>
      <h2>AI folding</h2>
      <div className="bn-sp-form">
        <label htmlFor="sp-fold-sequences">Sequences</label>
        <div>
          <textarea
            id="sp-fold-sequences"
            aria-label="Sequences to fold"
            value={text}
            onChange={(e) => setText(e.target.value)}
            spellCheck={false}
            placeholder={'>name\nSEQUENCE (a / separates the chains of a complex)'}
          />
          <p className="bn-hint">
            {targets.length} sequence{targets.length === 1 ? '' : 's'}
          </p>
          {boundedLines(issues).map((line) => (
            <p key={line} className="bn-sp-error">
              {line}
            </p>
          ))}
        </div>
        <label htmlFor="sp-fold-tool">Tool</label>
        <select id="sp-fold-tool" value={tool} onChange={(e) => setAiTool(e.target.value)}>
          {tools.map((t) => (
            <option key={t} value={t} disabled={!installed.includes(t)}>
              {installed.includes(t) ? t : `${t} (not installed here)`}
            </option>
          ))}
        </select>
      </div>
      {tool === REFERENCE_TOOL && <ReferencePicker reference={referencePose} onChange={setReferenceId} />}
      <p>
        Cost: {AI_FOLDING_CREDITS[tool]} credits per sequence
        {targets.length > 1
          ? `, ${Number((AI_FOLDING_CREDITS[tool]! * targets.length).toFixed(2))} for these ${targets.length}`
          : ''}
        .
      </p>
      <CreatorFooter
        busy={busy}
        error={error}
        disabled={issues.length > 0}
        onSubmit={() => void submit()}
        title="AI folding predictions"
        type={AI_FOLDING.type}
      />
    </section>
  );
}
