// The typed client's types come from the server's routes (issue 11, decision 026). Checked by tsc
// (`npm run typecheck`): a wrong expectation or a missing error below fails the type check.
import type { InferRequestType, InferResponseType } from "hono/client";
import { describe, expectTypeOf, it } from "vitest";
import type { client } from "../../app/admin/shared/rpc";
import type { listAdminBoards } from "../../functions/services/boards";

type Client = typeof client;
type BoardList = InferResponseType<Client["api"]["admin"]["boards"]["$get"]>;
type InquiryDetail = InferResponseType<Client["api"]["admin"]["inquiry"]["detail"]["$get"]>;
type ItemsApi = Client["api"]["admin"]["items"];
type ItemDetail = InferResponseType<ItemsApi["detail"]["$get"]>;

describe("the typed client", () => {
  it("answers the fields the server's route returns, with their types", () => {
    expectTypeOf<BoardList["content"][number]["boardId"]>().toEqualTypeOf<number>();
    expectTypeOf<BoardList["content"][number]["boardType"]>().toEqualTypeOf<"NOTICE" | "FAQ">();
    expectTypeOf<BoardList["totalElements"]>().toEqualTypeOf<number>();
    // The same shape the service gives the route, as JSON.
    type Row = Awaited<ReturnType<typeof listAdminBoards>>["content"][number];
    expectTypeOf<BoardList["content"][number]["boardTitle"]>().toEqualTypeOf<Row["boardTitle"]>();
    expectTypeOf<InquiryDetail["inquiryFiles"][number]["fileOrgName"]>().toEqualTypeOf<string>();
  });

  it("types the item screens' calls (list, detail, images, the form's options)", () => {
    type ItemList = InferResponseType<ItemsApi["$get"]>;
    expectTypeOf<ItemList["content"][number]["mainFileName"]>().toEqualTypeOf<string | null>();
    expectTypeOf<ItemList["content"][number]["itemYN"]>().toEqualTypeOf<boolean>();
    // detail and modify answer the same item; fileBoxes is ONE image or null (API-SHAPES §5).
    expectTypeOf<InferResponseType<ItemsApi["modify"]["$get"]>>().toEqualTypeOf<ItemDetail>();
    expectTypeOf<NonNullable<ItemDetail["fileBoxes"]>["fileName"]>().toEqualTypeOf<string>();
    // Every image write answers the item's images in order.
    type Images = InferResponseType<ItemsApi["images"]["$get"]>;
    expectTypeOf<InferResponseType<ItemsApi["images"]["order"]["$post"]>>().toEqualTypeOf<Images>();
    expectTypeOf<InferResponseType<ItemsApi["images"]["main"]["$post"]>>().toEqualTypeOf<Images>();
    expectTypeOf<InferResponseType<ItemsApi["images"]["$delete"]>>().toEqualTypeOf<Images>();
    expectTypeOf<
      InferResponseType<Client["api"]["admin"]["manu"]["count"]["$get"]>[number]["manuName"]
    >().toEqualTypeOf<string>();
    expectTypeOf<
      InferResponseType<Client["api"]["admin"]["glass"]["$get"]>[number]["glassSpecSize"]
    >().toEqualTypeOf<string>();
    expectTypeOf<
      InferResponseType<Client["api"]["admin"]["type"]["$get"]>[number]["itemTypeName"]
    >().toEqualTypeOf<string>();
  });

  it("gives the other back-office screens their answers from the routes, with no declared shapes", () => {
    type Manufacturer = InferResponseType<Client["api"]["admin"]["manu"]["count"]["$get"]>[number];
    expectTypeOf<Manufacturer["itemCount"]>().toEqualTypeOf<number>();
    expectTypeOf<Manufacturer["manuYN"]>().toEqualTypeOf<"Y" | "N">();
    type DayEvent = InferResponseType<Client["api"]["admin"]["calendar"]["detail"]["$get"]>[number];
    expectTypeOf<DayEvent["scheduleStatus"]>().toEqualTypeOf<"PLANNED" | "ONGOING" | "COMPLETED" | "CANCELED" | null>();
    type User = InferResponseType<Client["api"]["admin"]["users"]["$get"]>;
    expectTypeOf<User["usersId"]>().toEqualTypeOf<number>();
    type MyInfo = InferResponseType<Client["api"]["admin"]["info"]["check"]["$post"]>;
    expectTypeOf<MyInfo>().toHaveProperty("userId");
    type Glass = InferResponseType<Client["api"]["admin"]["glass"]["$get"]>[number];
    expectTypeOf<Glass["glassSpecSize"]>().toEqualTypeOf<string>();
    type Uploaded = InferResponseType<Client["api"]["image"]["upload"]["$post"]>;
    expectTypeOf<Uploaded["url"]>().toEqualTypeOf<string>();
  });

  it("takes the route's own query parameters and refuses other names", () => {
    expectTypeOf<InferRequestType<Client["api"]["admin"]["boards"]["$get"]>["query"]>().toHaveProperty("searchKeyword");
    const calls = (c: Client) => [
      c.api.admin.boards.$get({ query: { page: "0", size: "5", searchKeyword: "공지" } }),
      // @ts-expect-error the list's parameter is searchKeyword, not keyword
      c.api.admin.boards.$get({ query: { page: "0", keyword: "공지" } }),
      // @ts-expect-error the detail needs inquiryId
      c.api.admin.inquiry.detail.$get({ query: {} }),
      // @ts-expect-error a display order move needs its new position
      c.api.admin.items.update.displayorder.$post({ query: { itemId: "1" } }),
      // @ts-expect-error the image order needs the image ids
      c.api.admin.items.images.order.$post({ json: { itemId: 1 } }),
      // @ts-expect-error a manufacturer's registration is Y, N or blank
      c.api.admin.manu.$post({ json: { manuName: "A", manuYN: "yes" } }),
    ];
    expectTypeOf(calls).toBeFunction();
  });
});
