/** localStorage that never throws: private mode and full quotas are logged and ignored (the site keeps working). */
export const storage = {
  get(key: string): string | null {
    try {
      return window.localStorage.getItem(key);
    } catch (e) {
      console.warn('[fe-docs] storage unavailable, ignoring:', e);
      return null;
    }
  },
  set(key: string, value: string): void {
    try {
      window.localStorage.setItem(key, value);
    } catch (e) {
      console.warn('[fe-docs] storage unavailable, ignoring:', e);
    }
  },
  remove(key: string): void {
    try {
      window.localStorage.removeItem(key);
    } catch (e) {
      console.warn('[fe-docs] storage unavailable, ignoring:', e);
    }
  },
};
