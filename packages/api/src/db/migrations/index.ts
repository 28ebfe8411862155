import type { Knex } from 'knex';
import * as m0001 from './20261121_0001_create_countries.ts';
import * as m0002 from './20261121_0002_insert_countries.ts';
import * as m0003 from './20261121_0003_create_users.ts';
import * as m0004 from './20261121_0004_create_user_identities.ts';
import * as m0005 from './20261121_0005_create_sessions.ts';
import * as m0006 from './20261121_0006_create_authorised_devices.ts';
import * as m0007 from './20261121_0007_create_email_confirmations.ts';
import * as m0008 from './20261121_0008_create_password_resets.ts';
import * as m0009 from './20261121_0009_create_one_time_codes.ts';
import * as m0010 from './20261121_0010_create_security_questions.ts';
import * as m0011 from './20261121_0011_create_outbox.ts';
import * as m0012 from './20261121_0012_create_book_calls.ts';
import * as m0013 from './20261121_0013_create_expert_requests.ts';
import * as m0014 from './20261121_0014_create_tech_roles.ts';
import * as m0015 from './20261121_0015_insert_tech_roles.ts';
import * as m0016 from './20261121_0016_create_skills.ts';
import * as m0017 from './20261121_0017_insert_skills.ts';
import * as m0018 from './20261121_0018_create_freelancer_profiles.ts';
import * as m0019 from './20261121_0019_create_jobs.ts';
import * as m0020 from './20261121_0020_create_captcha_challenges.ts';
import * as m0021 from './20261121_0021_create_rate_limits.ts';
import * as m0022 from './20261121_0022_create_content_templates.ts';
import * as m0023 from './20261121_0023_insert_content_templates.ts';
import * as m0024 from './20261121_0024_index_approved_profiles.ts';
import * as m0025 from './20261125_0025_unique_verified_phone.ts';
import * as m0026 from './20261125_0026_create_security_events.ts';
import * as m0027 from './20261125_0027_session_last_used.ts';
import * as m0028 from './20261125_0028_create_social_login_nonces.ts';
import * as m0040 from './20261125_0040_index_captcha_challenges_expiry.ts';
import * as m0030 from './20261125_0030_add_outbox_delivery.ts';
import * as m0050 from './20261125_0050_create_applications_and_uploads.ts';
import * as m0051 from './20261125_0051_create_coding_tests.ts';
import * as m0052 from './20261125_0052_create_vetting_interviews.ts';
import * as m0053 from './20261126_0053_jobs_posting_and_search.ts';
import * as m0054 from './20261126_0054_index_freelancer_search.ts';
import * as m0055 from './20261126_0055_outbox_list_unsubscribe.ts';
import * as m0060 from './20261126_0060_users_company_name.ts';
import * as m0061 from './20261126_0061_index_client_stats.ts';
import * as m0070 from './20261126_0070_create_notifications.ts';
import * as m0071 from './20261126_0071_create_invitations.ts';
import * as m0072 from './20261126_0072_create_job_applications.ts';
import * as m0073 from './20261126_0073_create_offers.ts';
import * as m0074 from './20261126_0074_create_freelancer_favorites.ts';
import * as m0080 from './20261126_0080_create_interviews.ts';
import * as m0081 from './20261126_0081_create_interview_feedback.ts';
import * as m0082 from './20261126_0082_interview_meetings.ts';
import * as m0083 from './20261126_0083_outbox_attachments.ts';
import * as m0090 from './20261126_0090_create_contracts.ts';
import * as m0091 from './20261126_0091_create_ratings.ts';
import * as m0120 from './20261126_0120_create_availability.ts';
import * as m0130 from './20261126_0130_create_payment_methods_and_withdrawals.ts';
import * as m0131 from './20261127_0131_milestone_refunds.ts';
import * as m0140 from './20261127_0140_create_payment_cards.ts';
import * as m0150 from './20261127_0150_create_notification_preferences.ts';
import * as m0170 from './20261127_0170_profile_views.ts';
import * as m0180 from './20261127_0180_create_roles_and_permissions.ts';
import * as m0181 from './20261127_0181_security_events_role_permissions.ts';
import * as m0182 from './20261127_0182_create_staff_actions.ts';
import * as m0190 from './20261127_0190_application_rejection_and_reactivation.ts';
import * as m0200 from './20261127_0200_create_platforms.ts';
import * as m0210 from './20261127_0210_staff_job_actions.ts';
import * as m0211 from './20261127_0211_staff_payment_actions.ts';
import * as m0212 from './20261127_0212_staff_hiring_actions.ts';
import * as m0230 from './20261127_0230_application_rejections.ts';
import * as m0231 from './20261128_0231_staff_interview_invitation_contract_actions.ts';
import * as m0232 from './20261128_0232_staff_conversation_reads.ts';
import * as m0092 from './20261126_0092_create_ledger.ts';
import * as m0093 from './20261126_0093_create_milestones_and_idempotency.ts';
import * as m0094 from './20261126_0094_create_payment_requests.ts';
import * as m0100 from './20261126_0100_create_conversations.ts';
import * as m0101 from './20261126_0101_calendar_connections.ts';

export interface Migration {
  up(knex: Knex): Promise<void>;
  down(knex: Knex): Promise<void>;
}

/**
 * Every migration, oldest first, keyed by its timestamped name. One change per file; a migration
 * that has landed is never edited, a new one is added below it.
 */
export const migrations: ReadonlyArray<readonly [name: string, migration: Migration]> = [
  ['20261121_0001_create_countries', m0001],
  ['20261121_0002_insert_countries', m0002],
  ['20261121_0003_create_users', m0003],
  ['20261121_0004_create_user_identities', m0004],
  ['20261121_0005_create_sessions', m0005],
  ['20261121_0006_create_authorised_devices', m0006],
  ['20261121_0007_create_email_confirmations', m0007],
  ['20261121_0008_create_password_resets', m0008],
  ['20261121_0009_create_one_time_codes', m0009],
  ['20261121_0010_create_security_questions', m0010],
  ['20261121_0011_create_outbox', m0011],
  ['20261121_0012_create_book_calls', m0012],
  ['20261121_0013_create_expert_requests', m0013],
  ['20261121_0014_create_tech_roles', m0014],
  ['20261121_0015_insert_tech_roles', m0015],
  ['20261121_0016_create_skills', m0016],
  ['20261121_0017_insert_skills', m0017],
  ['20261121_0018_create_freelancer_profiles', m0018],
  ['20261121_0019_create_jobs', m0019],
  ['20261121_0020_create_captcha_challenges', m0020],
  ['20261121_0021_create_rate_limits', m0021],
  ['20261121_0022_create_content_templates', m0022],
  ['20261121_0023_insert_content_templates', m0023],
  ['20261121_0024_index_approved_profiles', m0024],
  ['20261125_0025_unique_verified_phone', m0025],
  ['20261125_0026_create_security_events', m0026],
  ['20261125_0027_session_last_used', m0027],
  ['20261125_0028_create_social_login_nonces', m0028],
  ['20261125_0040_index_captcha_challenges_expiry', m0040],
  ['20261125_0030_add_outbox_delivery', m0030],
  ['20261125_0050_create_applications_and_uploads', m0050],
  ['20261125_0051_create_coding_tests', m0051],
  ['20261125_0052_create_vetting_interviews', m0052],
  ['20261126_0053_jobs_posting_and_search', m0053],
  ['20261126_0054_index_freelancer_search', m0054],
  ['20261126_0055_outbox_list_unsubscribe', m0055],
  ['20261126_0060_users_company_name', m0060],
  ['20261126_0061_index_client_stats', m0061],
  ['20261126_0070_create_notifications', m0070],
  ['20261126_0071_create_invitations', m0071],
  ['20261126_0072_create_job_applications', m0072],
  ['20261126_0073_create_offers', m0073],
  ['20261126_0074_create_freelancer_favorites', m0074],
  ['20261126_0080_create_interviews', m0080],
  ['20261126_0081_create_interview_feedback', m0081],
  ['20261126_0082_interview_meetings', m0082],
  ['20261126_0083_outbox_attachments', m0083],
  ['20261126_0090_create_contracts', m0090],
  ['20261126_0091_create_ratings', m0091],
  ['20261126_0092_create_ledger', m0092],
  ['20261126_0093_create_milestones_and_idempotency', m0093],
  ['20261126_0094_create_payment_requests', m0094],
  ['20261126_0100_create_conversations', m0100],
  ['20261126_0101_calendar_connections', m0101],
  ['20261126_0120_create_availability', m0120],
  ['20261126_0130_create_payment_methods_and_withdrawals', m0130],
  ['20261127_0131_milestone_refunds', m0131],
  ['20261127_0140_create_payment_cards', m0140],
  ['20261127_0150_create_notification_preferences', m0150],
  ['20261127_0170_profile_views', m0170],
  ['20261127_0180_create_roles_and_permissions', m0180],
  ['20261127_0181_security_events_role_permissions', m0181],
  ['20261127_0182_create_staff_actions', m0182],
  ['20261127_0190_application_rejection_and_reactivation', m0190],
  ['20261127_0200_create_platforms', m0200],
  ['20261127_0210_staff_job_actions', m0210],
  ['20261127_0211_staff_payment_actions', m0211],
  ['20261127_0212_staff_hiring_actions', m0212],
  ['20261127_0230_application_rejections', m0230],
  ['20261128_0231_staff_interview_invitation_contract_actions', m0231],
  ['20261128_0232_staff_conversation_reads', m0232],
];
