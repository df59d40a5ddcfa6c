import { DesignFamilyForm } from '@bench/family-design/ui';
import type { ActionFormProps } from '@bench/sdk';
import { TABLE_RULES, type DesignActionInput } from './model.ts';

export default function DesignForm(props: ActionFormProps<DesignActionInput>) {
  return <DesignFamilyForm {...props} tableRules={TABLE_RULES} />;
}
