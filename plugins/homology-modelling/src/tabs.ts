export const SINGLE_CHAIN_CREATOR_TAB = 'hmSingleChainCreator';
