/** The texts of the licence record written at bootstrap: the end-user licence and the SaaS agreement. */

export const END_USER_LICENCE = `FATHOM END-USER LICENCE AGREEMENT

1. Scope. This agreement governs your use of the Fathom console, the Fathom platform server, its collectors and every update supplied with them (together, "the Software"). By selecting Accept you confirm that you have read this agreement and that you are authorised to accept it on behalf of the organisation for which you use the Software ("the Licensee").

2. Grant of licence. The Licensee receives a non-exclusive, non-transferable licence to install and run the Software on systems it controls, and to let its employees and contractors use it, for the purpose of discovering, indexing, classifying, reporting on and acting upon data that the Licensee holds or is entitled to process. The licence covers the features and the number of aggregators named in the licence record shown in the console; an allowance of zero aggregators means that the number is not limited.

3. Restrictions. The Licensee shall not sell, rent or sublicense the Software; shall not remove notices of ownership; and shall not use the Software to access data that it has no right to access. Reverse engineering is allowed only to the extent that applicable law permits it despite this restriction. Components supplied under open-source licences remain subject to those licences, which are listed on the third-party page of the console and prevail over this agreement for those components.

4. The Licensee's data. The Software reads file systems, network shares and cloud storage that the Licensee points it at. Indexes, classifications, reports and extracted text remain the Licensee's data. The Licensee is responsible for choosing the sources to scan, for the lawful basis of that processing, for the permissions it grants to its users, and for keeping its credentials and the root password secret.

5. Data actions. Some features move, copy, encrypt, sign or delete files. Such actions run only when a user with the required permissions starts them or configures a policy that starts them. The Licensee should test policies on sample data first and keep backups; the Software cannot restore a file that an action deleted at the Licensee's request.

6. Updates and support. Updates may be offered through the console. Support is provided through the contact routes listed on the contact page, during the business hours of the office that serves the Licensee's region.

7. Warranty. The Software is supplied with the care of a diligent vendor. Classification finds patterns and checks them; it can miss data and can report data that is not what it appears to be. Results support the Licensee's decisions; they do not replace them. Except as stated here and to the extent the law allows, no further warranty is given.

8. Liability. Neither party excludes liability for intent, gross negligence, or injury to life, body or health. Otherwise each party's liability is limited to foreseeable damage typical for agreements of this kind, and in total to the fees paid for the Software in the twelve months before the event that gave rise to the claim.

9. Term. This licence runs for the period stated in the licence record, or without end where no period is stated. It ends automatically if the Licensee materially breaches it and does not cure the breach within thirty days of notice. On termination the Licensee stops using the Software; its own data remains its own and can be exported before removal.

10. General. If a provision of this agreement is invalid, the remaining provisions stay in force. Changes to this agreement are shown in the console and take effect when accepted.`;

export const SAAS_AGREEMENT = `FATHOM SOFTWARE-AS-A-SERVICE AGREEMENT

1. The service. Where Fathom is operated for the Customer as a hosted service, the provider runs the platform server, keeps it up to date and makes the console available over the internet. Collectors installed in the Customer's networks connect to the hosted platform to receive tasks and to deliver scan results. This agreement applies in addition to the end-user licence, which the Customer accepts next.

2. Accounts. The Customer creates users, assigns them permissions and keeps their credentials secret. Sign-in attempts are limited: after five failed attempts an account is locked for thirty seconds. The Customer informs the provider without delay if it suspects that an account has been misused.

3. Processing on the Customer's behalf. The provider processes the Customer's data only to deliver the service and only on the Customer's documented instructions, which are the policies, tasks and settings the Customer configures in the console. Personnel with access to the service are bound to confidentiality. Where the Customer's data includes personal data, the parties' data-processing terms apply and prevail over this clause.

4. Security. Data is encrypted in transit between browsers, collectors and the platform. Session tokens are stored only in hashed form; passwords are stored only as salted, memory-hard hashes. Access inside the platform follows the permissions the Customer grants: users reach only the nodes inside their own part of the tree, and the data of one organisation is visible to another only where the Customer enables cross-client access.

5. Availability. The provider aims for the service to be available around the clock, except for announced maintenance. Long-running scans resume after an interruption without losing or duplicating index entries. Incidents are reported through the console's notifications and by e-mail to the Customer's administrators.

6. Fees and changes of plan. Fees follow the plan the Customer subscribed to. Changes of plan made through a marketplace may take about thirty minutes to reach the service. Licence limits, such as the number of aggregators, apply from the moment the changed licence is shown in the console.

7. Suspension. The provider may suspend access where the service is used unlawfully or in a way that endangers other customers, and will restore it once the cause is removed. A suspension for unpaid fees is announced at least fourteen days in advance.

8. End of the service. When the subscription ends, the Customer may export its policies, reports and index data for thirty days. After that period the provider deletes the Customer's data from the service, including backups within their normal rotation, unless the law requires it to be kept.

9. Scrolling to the end of this agreement and selecting Accept records the Customer's acceptance for the signed-in user.`;
