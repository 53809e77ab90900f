// A property's type is named as its declaring type sees it: two types may nest a `Status` of their own.
import Foundation

struct Upload {
    enum Status: Int, Codable { case idle, done }
    var status: Status
}

struct Message: Codable {
    enum Status: String, Codable { case idle, sending, sent }
    struct Attachment: Codable { var status: Status; var name: String }
    var text: String
    var status: Status
    var statuses: [Status]
    var attachment: Attachment?
}

let json = """
{"text": "hi", "status": "sent", "statuses": ["idle", "sending"], "attachment": {"status": "idle", "name": "a"}}
"""
let message = try! JSONDecoder().decode(Message.self, from: Data(json.utf8))
print(message.text, message.status.rawValue, message.statuses.map(\.rawValue))
print(message.attachment?.status.rawValue ?? "-")
print(Upload(status: .done).status.rawValue)
