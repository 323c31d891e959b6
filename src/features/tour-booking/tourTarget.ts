/** What a tour is booked for, as the button that opens the booking knows it: a community, maybe a plan or a unit. */
export interface TourTarget {
  propertyId: number;
  propertyName: string;
  floorplanId?: number;
  floorplanName?: string;
  unitId?: number;
}

/** 'Sample Gates Two, unit 12 at Sample Community': what the dialog says it books. */
export function targetLabel({ propertyName, floorplanName, unitId }: TourTarget): string {
  const home = [floorplanName, unitId === undefined ? undefined : `unit ${unitId}`].filter(Boolean).join(', ');
  return home ? `${home} at ${propertyName}` : propertyName;
}
