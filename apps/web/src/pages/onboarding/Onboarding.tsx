export function OnboardingPage() {
  return null;
}
