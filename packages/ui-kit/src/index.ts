// @rapport/ui-kit: React components on Ark UI, styled by the panda recipes of `./preset`.
// Import the stylesheet once in the app: `import '@rapport/ui-kit/styles.css'`.

export { Button, type ButtonProps } from './components/button';
export * as Field from './components/field';
export { Input, type InputProps, Textarea, type TextareaProps } from './components/field';
export { Logo, type LogoProps } from './components/logo';
export { PasswordInput, type PasswordInputProps } from './components/password-input';
export { Spinner, type SpinnerProps } from './components/spinner';
export { ThemeToggle, type ThemeToggleProps } from './components/theme-toggle';
export {
  type AppToaster,
  createAppToaster,
  DEFAULT_TOASTER_OPTIONS,
  isSwipeDismiss,
  showToast,
  Toast,
  Toaster,
  type ToasterOptions,
  type ToasterProps,
  type ToastKind,
  type ToastOptions,
  type ToastVariant,
  toast,
  toastDuration,
  toaster,
} from './components/toast';
export * from './constants';
export { EyeIcon, EyeOffIcon, type IconProps, MoonIcon, SunIcon, XIcon } from './icons';
export {
  applyTheme,
  isTheme,
  type ResolveThemeInput,
  resolveTheme,
  type Theme,
  themeBootScript,
  toggleTheme,
} from './theme';
