// feedback: see the list; one export block per component.
