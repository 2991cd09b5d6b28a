import styled from 'styled-components';
import { Trigger as FieldTrigger } from '../date-picker/field.styles';

/** The range picker's field, apart from its calendar's styles, so it shows at once. */

/** The field: the date picker's, wide enough for two dates. */
export const Trigger = styled(FieldTrigger)`
  max-width: 20rem;
  font-variant-numeric: tabular-nums;
`;
