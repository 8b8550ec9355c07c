// Lets code outside React (the API client) navigate with the app's router once it is registered.

type Navigator = (to: string) => void;

let current: Navigator | null = null;

export function registerNavigator(navigator: Navigator): void {
  current = navigator;
}

export function navigateTo(to: string): void {
  if (current) {
    current(to);
  } else {
    window.location.assign(to);
  }
}
