/** Form fields: the Field frame, inputs, pickers and prompts. */
export { ConfirmEmailInput, type ConfirmEmailInputProps } from '../confirm-email-input/confirm-email-input';
export { formatDate } from '../date-picker/date-logic';
export {
  DatePicker,
  type DatePickerProps,
  DateTimePicker,
  type DateTimePickerProps,
} from '../date-picker/date-picker';
export {
  Field,
  type FieldBaseProps,
  FieldControl,
  type FieldControlProps,
  FieldCounter,
  type FieldCounterProps,
  type FieldProps,
} from '../field/field';
export { FileDrop, type FileDropProps } from '../file-drop/file-drop';
export type { FileRejection, FileRejectionReason } from '../file-drop/file-rules';
export { NumberInput, type NumberInputProps } from '../number-input/number-input';
export {
  RadioGroup,
  type RadioGroupOption,
  type RadioGroupOrientation,
  type RadioGroupProps,
} from '../radio-group/radio-group';
export { TagInput, type TagInputProps } from '../tag-input/tag-input';
export { TextArea, type TextAreaProps } from '../text-area/text-area';
export { TextInput, type TextInputProps } from '../text-input/text-input';
export type { HourCycle, TimeValue } from '../time-picker/time-logic';
export { TimePicker, type TimePickerProps } from '../time-picker/time-picker';
export { TimeZoneList, type TimeZoneListProps } from '../time-zone-list/time-zone-list';
export {
  UnsavedChangesPrompt,
  type UnsavedChangesPromptProps,
} from '../unsaved-changes-prompt/unsaved-changes-prompt';
