// The viewing-slots feature's server-only face (decision 032): the Worker loads it, the browser never does.
export { pickedProperty, type PickedProperty } from './catalogue-picker.server.ts'
