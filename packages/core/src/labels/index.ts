export { getLabel, listLabels } from './label-queries';
export { createLabel, deleteLabel, updateLabel } from './label-commands';
