import {
  Building2,
  ChevronDown,
  Gift,
  LayoutDashboard,
  LifeBuoy,
  LogOut,
  Settings,
  Sparkles,
} from "lucide-react";
import { Link } from "react-router";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "../../components/ui/dropdown-menu";
import { Avatar } from "./avatar";

/*
 * Loaded lazily by the header: Radix's menu is only needed once someone is signed in, so it
 * stays out of the landing chunk. The menu offers Dashboard, Agency Dashboard, Account
 * Settings, Upgrade Plan, Help & Support and Sign out; an entry arrives with its page.
 */
export function UserMenu({ email, onSignOut }: { email: string; onSignOut: () => void }) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        aria-label={`Account menu for ${email}`}
        className="inline-flex h-10 max-w-64 items-center gap-2 rounded-full py-1 pr-2 pl-1 text-sm font-medium text-foreground transition-colors hover:bg-secondary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring data-[state=open]:bg-secondary"
      >
        <Avatar email={email} />
        <span className="hidden truncate lg:inline">{email}</span>
        <ChevronDown aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
      </DropdownMenuTrigger>
      <DropdownMenuContent className="w-64">
        <DropdownMenuLabel className="flex items-center gap-2.5 py-2">
          <Avatar email={email} />
          <span className="flex min-w-0 flex-col">
            <span className="text-xs font-normal text-muted-foreground">Signed in as</span>
            <span className="truncate text-sm text-foreground">{email}</span>
          </span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link to="/dashboard">
            <LayoutDashboard aria-hidden="true" />
            Dashboard
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to="/agency">
            <Building2 aria-hidden="true" />
            Agency Dashboard
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to="/account">
            <Settings aria-hidden="true" />
            Account Settings
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to="/invite">
            <Gift aria-hidden="true" />
            Invite Friends
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to="/pricing">
            <Sparkles aria-hidden="true" />
            Upgrade Plan
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to="/help">
            <LifeBuoy aria-hidden="true" />
            Help &amp; Support
          </Link>
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={onSignOut}>
          <LogOut aria-hidden="true" />
          Sign out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
