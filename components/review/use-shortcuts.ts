"use client";

import { useEffect, useRef } from "react";

/**
 * Single-key shortcuts for the page. Ignored while typing in a field, with a modifier held, or
 * while a dialog other than the shortcuts help is open.
 */
export function useShortcuts(keys: Record<string, () => void>) {
  const ref = useRef(keys);
  useEffect(() => {
    ref.current = keys;
  });
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.ctrlKey || e.metaKey || e.altKey || e.defaultPrevented) return;
      const t = e.target as HTMLElement | null;
      // Escape closes the open form even from inside one of its fields (the help says so).
      const typing = t && (t.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(t.tagName));
      if (typing && e.key !== "Escape") return;
      // Enter and Space on a focused control belong to that control.
      if ((e.key === "Enter" || e.key === " ") && t && /^(A|BUTTON|SUMMARY)$/.test(t.tagName)) return;
      const fn = ref.current[e.key];
      if (!fn) return;
      e.preventDefault();
      fn();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);
}
