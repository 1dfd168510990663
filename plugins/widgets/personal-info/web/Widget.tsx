import type { WidgetProps } from '@fathom/sdk/web';
import { DEFAULT_CHART_DETAILS } from '@fathom/sdk/api/chart';
import { StatsChartWidget } from '@fathom/sdk/web/widget-kit/StatsChartWidget';
import { useNodeProperty } from '@fathom/sdk/web/widget-kit/useNodeProperty';
import { PropertyGate, WidgetMessage, WIDGET_MESSAGES } from '@fathom/sdk/web/widget-kit/WidgetMessage';
import { classificationNames, personalBuckets, type PersonalInfoDetails } from './personal';

export default function PersonalInfoWidget({ node, details }: WidgetProps<PersonalInfoDetails>) {
  const policyId = details.policyId?.trim();
  // The personal data policy is the classifications section of the node the setting names (their names are
  // what counts as personal data); the figures are those of the node the dashboard shows.
  const classifications = useNodeProperty<unknown>(policyId || node.objectId, 'PID_CLASSIFICATIONS', { enabled: !!policyId, refresh: false });
  if (!policyId) return <WidgetMessage icon="pi pi-id-card" title={WIDGET_MESSAGES.setPersonalDataPolicy} testId="personal-policy-missing" />;
  return (
    <PropertyGate state={classifications} empty={WIDGET_MESSAGES.missingPersonalDataClassifications}>
      {data => {
        const names = classificationNames(data);
        if (names.length === 0)
          return <WidgetMessage icon="pi pi-id-card" title={WIDGET_MESSAGES.missingPersonalDataClassifications} testId="personal-classifications-missing" />;
        return (
          <StatsChartWidget
            node={node}
            details={DEFAULT_CHART_DETAILS}
            defaults={DEFAULT_CHART_DETAILS}
            select={s => personalBuckets(s, names)}
            empty="No file under this node holds the personal data policy's classifications."
          />
        );
      }}
    </PropertyGate>
  );
}
