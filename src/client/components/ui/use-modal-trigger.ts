import { useState } from 'react';

/**
 * A trigger for a modal whose code loads the first time it opens: the trigger's props (a
 * press opens it; announced as opening a dialog, and whether it is open) and the modal's.
 * `mounted` stays true from the first opening on, so the loaded modal opens and closes as
 * React Aria's own DialogTrigger would, focus going back to the trigger.
 */
export function useModalTrigger() {
  const [isOpen, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  return {
    mounted,
    triggerProps: {
      'aria-haspopup': 'dialog' as const,
      'aria-expanded': isOpen,
      onPress: () => {
        setMounted(true);
        setOpen(true);
      },
    },
    modalProps: { isOpen, onOpenChange: setOpen },
  };
}
