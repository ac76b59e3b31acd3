/** The affiliate area's seeded accounts (printed when the demo starts; see docs/affiliate.md). */

/** A resource a role may grant: its key is the permission the console checks. */
export interface AffiliateResourceSeed {
  resource_key: string;
  resource_name: string;
  description: string;
}

export const AFFILIATE_RESOURCES: readonly AffiliateResourceSeed[] = [
  { resource_key: 'member.view', resource_name: '查看成员', description: 'See the members of the subject' },
  { resource_key: 'member.edit', resource_name: '编辑成员', description: 'Rename and remove members' },
  { resource_key: 'invitation.view', resource_name: '查看邀请', description: 'See the invitations of the subject' },
  { resource_key: 'invitation.send', resource_name: '发送邀请', description: 'Invite, resend, update and cancel invitations' },
  { resource_key: 'role.view', resource_name: '查看角色', description: 'See roles and who holds them' },
  { resource_key: 'resource.view', resource_name: '查看资源', description: 'See the resources roles may grant' },
];

export interface PersonSeed {
  id: string;
  name: string;
  mobile?: string;
  email?: string;
  username?: string;
  password?: string;
}

export interface SubjectSeed {
  uid: string;
  name: string;
  frozen?: boolean;
  /** The manager's identity first, then the deputies'. */
  identities: { id: string; person: string; deputyName: string; frozen?: boolean; roles?: string[] }[];
  roles: { key: string; name: string; permissions: string[]; description: string }[];
}

export const AFFILIATE_PEOPLE: readonly PersonSeed[] = [
  { id: 'aff_user_chen', name: '陈经理', mobile: '13800001001', email: 'manager@starriver.test', username: 'starriver-admin', password: 'Manager#2026' },
  { id: 'aff_user_wang', name: '王副手', mobile: '13800001002', email: 'wang@starriver.test' },
  { id: 'aff_user_li', name: '李副手', mobile: '13800001003', email: 'li@starriver.test' },
];

export const AFFILIATE_SUBJECTS: readonly SubjectSeed[] = [
  {
    uid: 'subject_starriver',
    name: '星河互娱',
    identities: [
      { id: 'identity_chen', person: 'aff_user_chen', deputyName: '陈经理' },
      { id: 'identity_wang', person: 'aff_user_wang', deputyName: '王副手', roles: ['role_viewer'] },
      { id: 'identity_li', person: 'aff_user_li', deputyName: '李副手', frozen: true },
    ],
    roles: [
      { key: 'role_viewer', name: '成员查看', permissions: ['member.view', 'resource.view'], description: 'Sees members and resources' },
      { key: 'role_inviter', name: '邀请专员', permissions: ['member.view', 'invitation.view', 'invitation.send'], description: 'Invites new members' },
    ],
  },
  {
    uid: 'subject_dawnlight',
    name: '晨光工作室',
    identities: [{ id: 'identity_wang_dawn', person: 'aff_user_wang', deputyName: '王经理' }],
    roles: [],
  },
];
