export default function ConfirmEmailPaymentPage() {
  return <h1>Almost there!</h1>
}
