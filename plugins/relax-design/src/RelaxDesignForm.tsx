import { DesignFamilyForm } from '@bench/family-design/ui';
import type { ActionFormProps } from '@bench/sdk';
import { TABLE_RULES, type RelaxDesignInput } from './model.ts';

export default function RelaxDesignForm(props: ActionFormProps<RelaxDesignInput>) {
  return <DesignFamilyForm {...props} tableRules={TABLE_RULES} />;
}
