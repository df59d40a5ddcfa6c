import { DesignFamilyForm } from '@bench/family-design/ui';
import type { ActionFormProps } from '@bench/sdk';
import { TABLE_RULES, type FlexDesignInput } from './model.ts';

export default function FlexDesignForm(props: ActionFormProps<FlexDesignInput>) {
  return <DesignFamilyForm {...props} tableRules={TABLE_RULES} />;
}
