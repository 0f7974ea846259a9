import { avatarRecipe } from './avatar';
import { buttonRecipe } from './button';
import { dialogRecipe } from './dialog';
import { drawerRecipe } from './drawer';
import { editableRecipe } from './editable';
import { fieldRecipe, inputRecipe, textareaRecipe } from './field';
import { logoRecipe } from './logo';
import { menuRecipe } from './menu';
import { passwordInputRecipe } from './password-input';
import { pinInputRecipe } from './pin-input';
import { progressRecipe } from './progress';
import { segmentedControlRecipe } from './segmented-control';
import { spinnerRecipe } from './spinner';
import { tabsRecipe } from './tabs';
import { toastRecipe } from './toast';
import { tooltipRecipe } from './tooltip';

export const recipes = {
  button: buttonRecipe,
  input: inputRecipe,
  textarea: textareaRecipe,
  spinner: spinnerRecipe,
};

export const slotRecipes = {
  avatar: avatarRecipe,
  dialog: dialogRecipe,
  drawer: drawerRecipe,
  editable: editableRecipe,
  field: fieldRecipe,
  logo: logoRecipe,
  menu: menuRecipe,
  passwordInput: passwordInputRecipe,
  pinInput: pinInputRecipe,
  progress: progressRecipe,
  segmentedControl: segmentedControlRecipe,
  tabs: tabsRecipe,
  toast: toastRecipe,
  tooltip: tooltipRecipe,
};
