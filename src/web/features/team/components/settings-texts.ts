import type { DjPermissionPreset, SignupPolicy } from '../../../../shared/team/station-settings';

/** Each sign-up policy in a plain sentence: what happens after someone confirms their e-mail. */
export const SIGNUP_POLICY_OPTIONS: { value: SignupPolicy; label: string; description: string }[] =
  [
    {
      value: 'approval',
      label: 'Approval',
      description:
        'Anyone can sign up; after confirming their e-mail they wait until a station manager approves them on the Team page.',
    },
    {
      value: 'open',
      label: 'Open',
      description:
        'Anyone who signs up and confirms their e-mail becomes a member (as a DJ) at once.',
    },
    {
      value: 'invite',
      label: 'Invite only',
      description:
        'Only people a station manager invites by e-mail can sign up; the sign-up form explains this to everyone else.',
    },
  ];

/** What DJs may do, each preset explained. */
export const DJ_PERMISSION_OPTIONS: {
  value: DjPermissionPreset;
  label: string;
  description: string;
}[] = [
  {
    value: 'everything',
    label: 'Everything',
    description:
      'DJs plan the schedule and keep the Show and DJ libraries, like station managers (except the team and these settings).',
  },
  {
    value: 'own-shows',
    label: 'Only their own shows',
    description:
      'DJs change the description, image and genres of shows they host, and their own DJ entry; they see everything else. Link each DJ to their DJ entry on the Team page.',
  },
  {
    value: 'view-only',
    label: 'View only',
    description: 'DJs see the schedule, the libraries and the dashboard but change nothing.',
  },
];

/** Station Settings → Station: the station's one name and its zone (decision 0054). */
export const STATION_SECTION_TEXTS = {
  heading: 'Station',
  intro: 'The station’s name, the time zone its schedule runs on and its language.',
  nameLabel: 'Station name',
  nameHint: (max: number) =>
    `Shown in the app header, e-mails, print and the public pages; at most ${max} characters.`,
  zoneLabel: 'Station time zone',
  zoneHint:
    'Every time of the schedule is this zone’s wall clock; it decides today, the current week and what is past.',
  languageLabel: 'Station language',
  languageHint:
    'The public pages and embeds are in this language for visitors whose browser asks for none of these; a visitor may still choose another.',
  confirmTitle: 'Change the station time zone?',
  confirmDescription: (zone: string) =>
    `Every show keeps its time of day: a show at 06:00 stays at 06:00, now ${zone}. Today, the current week, exports, feeds and the public pages follow the new zone at once.`,
  confirmLabel: 'Change time zone',
  save: 'Save station',
  saved: 'Station saved',
} as const;

/** Station Settings' "Schedule" card (decision 0057). */
export const SCHEDULE_SECTION_TEXTS = {
  heading: 'Schedule',
  intro: 'How the weekly schedule treats shows that run late on Saturday night.',
  overnightLabel: 'Overnight shows may continue into the next week',
  overnightHint:
    'On: a show late on Saturday runs on into the next week’s Sunday, shown there as “(cont.)”, and counts its hours in the week it starts. Off: nothing runs past Saturday midnight; a recurring show is cut there and a single show that would run past it is refused.',
  save: 'Save schedule settings',
  saved: 'Schedule settings saved',
} as const;

/** When a section fetched after the page painted cannot be downloaded. */
export const SECTION_LOAD_TEXTS = {
  failed: 'This section could not be loaded.',
  failedDetail:
    'Check the connection, then reload the page. If the station has just been updated, reloading fetches the new version.',
};
