/**
 * Names of the feature flags the spec mentions (000 §6, 001 §6, 002 §6). A session lists the
 * flags that are on in `session.featureFlags`. Names marked "chosen" are not given by the spec
 * (it only says "an extra feature check" or "the Apple MDM feature"); the seed and the server use
 * these constants, so keep them in one place.
 * @example session.featureFlags.includes(FEATURE_FLAGS.nmsNetworkDiscovery)
 */
export const FEATURE_FLAGS = {
  agentTokenization: 'agent_tokenization',
  nmsNetworkDiscovery: 'nms_network_discovery',
  customSnmp: 'custom_snmp',
  itAssetManagement: 'it_asset_management',
  mdm: 'mdm',
  ninjaPsa: 'ninja_psa',
  remoteSupport: 'remotesupport',
  disableRemoteToolsRegistry: 'disable_remote_tools_registry',
  disableRemoteToolsFileBrowser: 'disable_remote_tools_file_browser',
  disableRemoteToolsCommandPrompt: 'disable_remote_tools_command_prompt',
  nodeCaching: 'node_caching',
  dynamicPolicy: 'dynamic_policy',
  vulnerabilityManagement: 'vulnerability_management',
  patchSentimentAnalysis: 'patch_sentiment_analysis',
  /** The product's own remote tool (001 §6). */
  ninjaControl: 'ninja_control',
  /** Chosen: the "extra feature check" for Splashtop (000 §6). */
  splashtop: 'splashtop',
  /** Chosen: the "extra feature check" for TeamViewer (000 §6). */
  teamViewer: 'teamviewer',
  /** Chosen: the Mac MDM feature that gates the MDM installer option (000 §2.8). */
  macMdm: 'mac_mdm',
  /** Chosen: the Apple MDM feature (000 §2.13, 001 §6). */
  mdmApple: 'mdm_apple',
  /** Chosen: the Android MDM feature (000 §2.13, 001 §6). */
  mdmAndroid: 'mdm_android',
  /** Chosen: the Microsoft MDM feature (001 §6). */
  mdmMicrosoft: 'mdm_microsoft',
  /** Chosen: the documentation knowledge base feature (001 §6: KB Articles and Documents search filters). */
  documentationKnowledgeBase: 'documentation_knowledge_base',
  /** Chosen: the documentation checklist feature (001 §6: Checklists search filter). */
  documentationChecklist: 'documentation_checklist',
} as const;

/**
 * A feature flag name of {@link FEATURE_FLAGS}.
 * @example const flag: FeatureFlag = 'nms_network_discovery';
 */
export type FeatureFlag = (typeof FEATURE_FLAGS)[keyof typeof FEATURE_FLAGS];

/**
 * Names of division configuration entries (000 §3.10, 002 §3). `ninjaControl` is the product's own
 * remote tool, whose name the spec does not show (chosen: `NINJA_CONTROL`); `itam` is the IT asset
 * management division (chosen: `ITAM`).
 * @example isDivisionConfigEnabled(session, DIVISION_CONFIG.splashtop)
 */
export const DIVISION_CONFIG = {
  ninjaControl: 'NINJA_CONTROL',
  splashtop: 'SPLASHTOP',
  teamViewer: 'TEAMVIEWER',
  saasBackup: 'SAAS_BACKUP',
  backup: 'BACKUP',
  nmsAgent: 'NMS_NETWORK_MANAGEMENT_AGENT',
  itam: 'ITAM',
  /** Cloud monitors may probe loopback, private, link-local and metadata addresses (chosen; off by default). */
  cloudMonitorPrivateTargets: 'CLOUD_MONITOR_PRIVATE_TARGETS',
  /** Chosen: the product's MDM Apple app is enabled (000 §2.13 'Enable {product} MDM Apple app'). */
  mdmAppleApp: 'MDM_APPLE',
  /** Chosen: the product's MDM Android app is enabled (000 §2.13). */
  mdmAndroidApp: 'MDM_ANDROID',
} as const;

/**
 * Keys of `session.division.settings` that gate features. The spec says "the ticketing setting";
 * its key is chosen here.
 * @example session.division.settings[DIVISION_SETTINGS.ticketing]
 */
export const DIVISION_SETTINGS = {
  ticketing: 'ticketingEnabled',
  /** The "organization-documentation condition" of 001 §6 (Checklists and Documents search filters). */
  organizationDocumentation: 'organizationDocumentationEnabled',
} as const;

/**
 * User inactivity timeout in minutes when the user has none set (002 §6, §9).
 * @example user.content.userInactivityTimeout ?? DEFAULT_USER_INACTIVITY_TIMEOUT // 240
 */
export const DEFAULT_USER_INACTIVITY_TIMEOUT = 240;
