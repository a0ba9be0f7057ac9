export default function AddConnectionPage() {
  return <h1>Add New Connection</h1>
}
