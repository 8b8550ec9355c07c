// Whether the visitor closed the 'Gesloten' modal. Closing it only hides it locally; a 'website_gesloten'
// answer at checkout shows it again.
import { create } from 'zustand';

interface ClosedNoticeState {
  hidden: boolean;
  hide: () => void;
  show: () => void;
}

export const useClosedNoticeStore = create<ClosedNoticeState>()((set) => ({
  hidden: false,
  hide: () => set({ hidden: true }),
  show: () => set({ hidden: false }),
}));
