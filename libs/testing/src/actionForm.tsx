/**
 * Renders one action's lazy Form the way the action tab does (inside the workbench and an action
 * form context), with the plugin loaded alone through the production loader.
 */
import { act, render, type RenderResult } from '@testing-library/react';
import {
  actionFormData,
  ActionFormProvider,
  type ActionFormData,
  type ActionFormDataParts,
} from '@bench/action-kit/ui';
import { DEFAULT_ACTION_SETTINGS } from '@bench/action-kit';
import { Settings, WorkbenchProvider, type PluginDefinition, type ValidationIssue } from '@bench/sdk';
import { createTestWorkbench, type TestWorkbench } from './createTestWorkbench.tsx';

export interface ActionFormRender {
  workbench: TestWorkbench;
  result: RenderResult;
  /** every input the form handed to onChange */
  changes: unknown[];
  formData: ActionFormData;
}

export async function renderActionForm(
  plugin: PluginDefinition,
  options: {
    task?: string;
    input?: Record<string, unknown>;
    data?: Partial<ActionFormDataParts>;
    readOnly?: boolean;
    issues?: ValidationIssue[];
    /** the server's engine kind per task (`GET /api/engines`) */
    engines?: Record<string, string>;
  } = {},
): Promise<ActionFormRender> {
  const workbench = createTestWorkbench({
    plugins: [plugin],
    ...(options.engines ? { settings: { engines: options.engines } } : {}),
  });
  const action = options.task ? workbench.registry.action(options.task) : workbench.registry.actions[0];
  if (!action) throw new Error(`renderActionForm: plugin '${plugin.id}' has no action ${options.task ?? ''}`);
  const { default: Form } = await action.Form();
  const formData = actionFormData({
    selectors: [],
    freeLigands: [],
    sourceStructures: [],
    mutationSources: [],
    settings: { ...DEFAULT_ACTION_SETTINGS, ...workbench.services.get(Settings).forJob(action) },
    ...options.data,
  });
  const changes: unknown[] = [];
  let result!: RenderResult;
  await act(async () => {
    result = render(
      <WorkbenchProvider services={workbench.services}>
        <ActionFormProvider value={formData}>
          <Form
            input={options.input ?? action.defaults()}
            onChange={(next: unknown) => changes.push(next)}
            readOnly={options.readOnly ?? false}
            issues={options.issues ?? []}
          />
        </ActionFormProvider>
      </WorkbenchProvider>,
    );
  });
  return { workbench, result, changes, formData };
}
