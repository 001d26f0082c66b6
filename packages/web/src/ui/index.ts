/** Talhão's design kit. Heavy pieces (tiptap, leaflet) load lazily inside their components. */
export { Avatar, type AvatarProps, initials } from './Avatar';
export {
  Button,
  type ButtonProps,
  type ButtonSize,
  type ButtonVariant,
  buttonClasses,
  LinkButton,
  type LinkButtonProps,
} from './Button';
export {
  EntityStatusBadge,
  PlanBadge,
  StatusBadge,
  type StatusBadgeProps,
  WorkStatusBadge,
  workStatusInfo,
} from './badges';
export { Card, type CardProps } from './Card';
export { CheckboxField, type CheckboxFieldProps } from './CheckboxField';
export { type ClockFieldProps, DurationField, TimeField } from './ClockField';
export { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog';
export { cn } from './cn';
export { DataTable, type DataTableColumn, type DataTableProps, expandedRowId } from './DataTable';
export { DateField, type DateFieldProps } from './DateField';
export { DecimalField, type DecimalFieldProps } from './DecimalField';
export { Dialog, type DialogProps } from './Dialog';
export { DocumentTitle, useDocumentTitle } from './DocumentTitle';
export { Drawer, type DrawerProps } from './Drawer';
export { DropdownMenu, type DropdownMenuItem, type DropdownMenuProps } from './DropdownMenu';
export { ExportCsvButton } from './ExportCsvButton';
export { FieldError } from './FieldError';
export { FIGURE_CARD, FigureCard, type FigureCardProps, FigureCardSkeleton } from './FigureCard';
export { FormField } from './FormField';
export { ListEnd, type ListEndProps } from './ListEnd';
export { LazyConfirmDialog, LazyDrawer, LazyDropdownMenu, useOpenedOnce } from './lazyOverlays';
export { MAP_PICKER_MESSAGES, MapPickerDialog, type MapPickerDialogProps } from './MapPickerDialog';
export { MapView, type MapViewProps } from './MapView';
export { type MapMarker, MarkersMap, type MarkersMapProps } from './MarkersMap';
export { MaskedField, type MaskedFieldProps, type MaskKind } from './MaskedField';
export { MoneyField, type MoneyFieldProps } from './MoneyField';
export { PagedList, type PagedListProps, type PagedResult } from './PagedList';
export { PageHeader, type PageHeaderProps } from './PageHeader';
export { PAGE_BLOCK, Pagination, type PaginationProps, visiblePages } from './Pagination';
export { PlaceField, type PlaceFieldProps } from './PlaceField';
export { PlacesQuery, placeCaption, ReversePlaceQuery, toPlace } from './places';
export { RadioCardGroup, type RadioCardGroupProps, type RadioCardOption } from './RadioCardGroup';
export { RichTextEditor, type RichTextEditorProps } from './RichTextEditor';
export { RichTextView, sanitizeHtml } from './RichTextView';
export { SearchBar, type SearchBarProps } from './SearchBar';
export { EMPTY_OPTIONS_TEXT, type SearchResult, SearchSelect, type SearchSelectProps } from './SearchSelect';
export { SelectField, type SelectFieldProps, type SelectOption } from './SelectField';
export { FullPageSpinner, Spinner, type SpinnerProps } from './Spinner';
export {
  EmptyState,
  type EmptyStateProps,
  ErrorState,
  type ErrorStateProps,
  PartialErrorNotice,
  type PartialErrorNoticeProps,
  UnavailableText,
} from './states';
export { TextAreaField, type TextAreaFieldProps } from './TextAreaField';
export { PasswordField, type PasswordFieldProps, TextField, type TextFieldProps } from './TextField';
export { type ToastApi, type ToastKind, ToastProvider, useToast } from './Toast';
export { TONE_CLASSES, TONE_DOT } from './tones';
export { UploadProgress, type UploadProgressProps } from './UploadProgress';
export { UserAvatarCell, type UserAvatarCellProps } from './UserAvatarCell';
