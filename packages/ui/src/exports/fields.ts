/** Form fields: the Field frame and its TanStack Form adapter, inputs, pickers and prompts. */

export {
  type ConfirmEmailResult,
  checkConfirmEmail,
} from '../confirm-email-input/confirm-email';
export { ConfirmEmailInput, type ConfirmEmailInputProps } from '../confirm-email-input/confirm-email-input';
export { Calendar, type CalendarProps } from '../date-picker/calendar';
export { type DateFormatPattern, dateFormatPattern, formatDate, parseDate } from '../date-picker/date-logic';
export {
  DatePicker,
  type DatePickerProps,
  DateTimePicker,
  type DateTimePickerProps,
} from '../date-picker/date-picker';
export {
  Field,
  type FieldBaseProps,
  type FieldContextValue,
  FieldControl,
  type FieldControlProps,
  FieldCounter,
  type FieldCounterProps,
  type FieldProps,
  useFieldContext,
} from '../field/field';
export { type FormFieldBinding, type FormFieldLike, fieldErrorText, fieldProps } from '../field/form-adapter';
export { FileDrop, type FileDropProps } from '../file-drop/file-drop';
export {
  checkFile,
  DEFAULT_MAX_FILE_SIZE,
  DEFAULT_MIN_FILE_SIZE,
  type FileLike,
  type FileRejection,
  type FileRejectionReason,
  type FileRules,
  matchesAccept,
  partitionFiles,
} from '../file-drop/file-rules';
export { NumberInput, type NumberInputProps } from '../number-input/number-input';
export {
  RadioGroup,
  type RadioGroupOption,
  type RadioGroupOrientation,
  type RadioGroupProps,
} from '../radio-group/radio-group';
export { TagInput, type TagInputProps } from '../tag-input/tag-input';
export { TextArea, type TextAreaProps } from '../text-area/text-area';
export { DEFAULT_TEXT_COUNTER_MAX, TextInput, type TextInputProps } from '../text-input/text-input';
export {
  type DayPeriod,
  DEFAULT_TIME,
  DEFAULT_TIME_PICKER_WIDTH,
  formatTime,
  type HourCycle,
  hourCycleForLocale,
  parseHour,
  parseMinute,
  type TimeValue,
  to12Hour,
  to24Hour,
} from '../time-picker/time-logic';
export { TimePicker, type TimePickerProps } from '../time-picker/time-picker';
export { TimeZoneList, type TimeZoneListProps } from '../time-zone-list/time-zone-list';
export {
  UnsavedChangesPrompt,
  type UnsavedChangesPromptProps,
} from '../unsaved-changes-prompt/unsaved-changes-prompt';
