/** The station's schedule page (the router mounts it at /:station/schedule). */
export const schedulePath = (stationUrlName: string) => `/${stationUrlName}/schedule`;
