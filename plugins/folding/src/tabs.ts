export const AI_FOLDING_CREATOR_TAB = 'aiFoldingCreator';
