import { defineAreaTexts } from './texts';

/** The affiliate console's texts. The zh-CN ones are what browser tests and people find the controls by. */
export interface AffiliateTexts {
  readonly title: string;
  readonly loading: string;
  readonly logInTitle: string;
  readonly byMobile: string;
  readonly byEmail: string;
  readonly logInWith: string;
  readonly mobile: string;
  readonly email: string;
  readonly code: string;
  readonly getCode: string;
  readonly codeSent: string;
  readonly logIn: string;
  readonly logout: string;
  readonly chooseIdentity: string;
  /** `{subject}` and `{name}`. */
  readonly identityOption: string;
  readonly manager: string;
  readonly deputy: string;
  readonly frozen: string;
  readonly switchIdentity: string;
  /** `{subject}`, `{name}` and `{role}`. */
  readonly actingAs: string;
  readonly sections: string;
  readonly members: string;
  readonly invitations: string;
  readonly roles: string;
  readonly resources: string;
  readonly transfer: string;
  /** The section of every subject the logged-in person belongs to. */
  readonly subjects: string;
  /** The mark of the subject the person acts in now. */
  readonly currentSubject: string;
  readonly name: string;
  readonly contact: string;
  readonly status: string;
  readonly actions: string;
  readonly active: string;
  readonly edit: string;
  readonly save: string;
  readonly cancel: string;
  readonly freeze: string;
  readonly unfreeze: string;
  readonly remove: string;
  /** `{name}`: the confirm question before removing a member. */
  readonly confirmRemove: string;
  readonly previousPage: string;
  readonly nextPage: string;
  /** `{page}` and `{pages}`. */
  readonly pageStatus: string;
  readonly pagination: string;
  readonly empty: string;
  readonly retry: string;
  readonly sendInvitation: string;
  readonly channel: string;
  readonly lark: string;
  readonly larkId: string;
  readonly deputyName: string;
  readonly invite: string;
  /** `{contact}`. */
  readonly invited: string;
  readonly resend: string;
  readonly pending: string;
  readonly accepted: string;
  readonly cancelled: string;
  readonly expired: string;
  readonly inviteTitle: string;
  /** `{subject}` and `{name}`. */
  readonly inviteOffer: string;
  readonly inviteLogIn: string;
  readonly accept: string;
  readonly inviteAccepted: string;
  readonly createRole: string;
  readonly roleName: string;
  readonly description: string;
  readonly permissions: string;
  readonly create: string;
  readonly ban: string;
  readonly banned: string;
  readonly updateRole: string;
  readonly assignRole: string;
  readonly member: string;
  readonly role: string;
  readonly assign: string;
  readonly holders: string;
  readonly resourceKey: string;
  readonly oldManager: string;
  readonly newManager: string;
  readonly verifyBy: string;
  readonly verify: string;
  readonly verified: string;
  readonly transferTo: string;
  readonly transferDone: string;
  readonly done: string;
}

/** The affiliate console's texts in zh-CN and en (ja, ko and zh-TW: `locales/`). */
export const AFFILIATE_TEXTS = defineAreaTexts<AffiliateTexts>('affiliate', {
  'zh-CN': {
    title: '企业管理后台',
    loading: '加载中…',
    logInTitle: '登录企业管理后台',
    byMobile: '手机号',
    byEmail: '邮箱',
    logInWith: '登录方式',
    mobile: '手机号',
    email: '邮箱',
    code: '验证码',
    getCode: '获取验证码',
    codeSent: '验证码已发送',
    logIn: '登录',
    logout: '退出登录',
    chooseIdentity: '选择主体和身份',
    identityOption: '{subject} · {name}',
    manager: '管理员',
    deputy: '成员',
    frozen: '已冻结',
    switchIdentity: '切换身份',
    actingAs: '{subject} · {name}（{role}）',
    sections: '管理功能',
    members: '成员',
    invitations: '邀请',
    roles: '角色',
    resources: '资源',
    transfer: '管理员转让',
    subjects: '所属主体',
    currentSubject: '当前主体',
    name: '名称',
    contact: '联系方式',
    status: '状态',
    actions: '操作',
    active: '正常',
    edit: '编辑',
    save: '保存',
    cancel: '取消',
    freeze: '冻结',
    unfreeze: '解冻',
    remove: '删除',
    confirmRemove: '确定删除成员 {name}？',
    previousPage: '上一页',
    nextPage: '下一页',
    pageStatus: '第 {page} / {pages} 页',
    pagination: '分页',
    empty: '暂无数据',
    retry: '重试',
    sendInvitation: '发送邀请',
    channel: '邀请方式',
    lark: '飞书',
    larkId: '飞书 ID',
    deputyName: '成员名称',
    invite: '邀请',
    invited: '已向 {contact} 发送邀请',
    resend: '重新发送',
    pending: '待接受',
    accepted: '已接受',
    cancelled: '已取消',
    expired: '已过期',
    inviteTitle: '加入邀请',
    inviteOffer: '{subject} 邀请你以「{name}」的身份加入',
    inviteLogIn: '请先用被邀请的邮箱或手机号验证身份',
    accept: '接受邀请',
    inviteAccepted: '已加入',
    createRole: '新建角色',
    roleName: '角色名称',
    description: '描述',
    permissions: '权限',
    create: '创建',
    ban: '停用',
    banned: '已停用',
    updateRole: '保存权限',
    assignRole: '分配角色',
    member: '成员',
    role: '角色',
    assign: '分配',
    holders: '角色成员',
    resourceKey: '权限标识',
    oldManager: '验证当前管理员',
    newManager: '验证新管理员',
    verifyBy: '验证方式',
    verify: '验证',
    verified: '当前管理员已验证',
    transferTo: '确认转让',
    transferDone: '管理员已转让',
    done: '操作成功',
  },
  en: {
    title: 'Enterprise console',
    loading: 'Loading…',
    logInTitle: 'Log in to the enterprise console',
    byMobile: 'Mobile',
    byEmail: 'Email',
    logInWith: 'Log in with',
    mobile: 'Mobile number',
    email: 'Email',
    code: 'Code',
    getCode: 'Get code',
    codeSent: 'Code sent',
    logIn: 'Log in',
    logout: 'Log out',
    chooseIdentity: 'Choose a subject and identity',
    identityOption: '{subject} · {name}',
    manager: 'Manager',
    deputy: 'Member',
    frozen: 'Frozen',
    switchIdentity: 'Switch identity',
    actingAs: '{subject} · {name} ({role})',
    sections: 'Console sections',
    members: 'Members',
    invitations: 'Invitations',
    roles: 'Roles',
    resources: 'Resources',
    transfer: 'Manager transfer',
    subjects: 'Subjects',
    currentSubject: 'Current subject',
    name: 'Name',
    contact: 'Contact',
    status: 'Status',
    actions: 'Actions',
    active: 'Active',
    edit: 'Edit',
    save: 'Save',
    cancel: 'Cancel',
    freeze: 'Freeze',
    unfreeze: 'Unfreeze',
    remove: 'Remove',
    confirmRemove: 'Remove member {name}?',
    previousPage: 'Previous page',
    nextPage: 'Next page',
    pageStatus: 'Page {page} of {pages}',
    pagination: 'Pages',
    empty: 'Nothing here yet',
    retry: 'Retry',
    sendInvitation: 'Send an invitation',
    channel: 'Invite by',
    lark: 'Lark',
    larkId: 'Lark ID',
    deputyName: 'Member name',
    invite: 'Invite',
    invited: 'Invitation sent to {contact}',
    resend: 'Resend',
    pending: 'Pending',
    accepted: 'Accepted',
    cancelled: 'Cancelled',
    expired: 'Expired',
    inviteTitle: 'Invitation',
    inviteOffer: '{subject} invites you to join as “{name}”',
    inviteLogIn: 'First verify the email or mobile number you were invited at',
    accept: 'Accept invitation',
    inviteAccepted: 'Joined',
    createRole: 'New role',
    roleName: 'Role name',
    description: 'Description',
    permissions: 'Permissions',
    create: 'Create',
    ban: 'Ban',
    banned: 'Banned',
    updateRole: 'Save permissions',
    assignRole: 'Assign a role',
    member: 'Member',
    role: 'Role',
    assign: 'Assign',
    holders: 'Role holders',
    resourceKey: 'Permission key',
    oldManager: 'Verify the current manager',
    newManager: 'Verify the new manager',
    verifyBy: 'Verify by',
    verify: 'Verify',
    verified: 'Current manager verified',
    transferTo: 'Transfer',
    transferDone: 'Manager role transferred',
    done: 'Done',
  },
});
