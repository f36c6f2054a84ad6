export const layoutDesignPath = '/layoutDesign';
export const layoutDesignGeneralPath = `${layoutDesignPath}/general`;
export const layoutDesignDesktopPath = `${layoutDesignPath}/desktop`;
export const layoutDesignMobilePath = `${layoutDesignPath}/mobile`;
export const layoutDesignCardPath = `${layoutDesignPath}/card`;
