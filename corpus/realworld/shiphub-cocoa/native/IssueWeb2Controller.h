//
//  IssueWeb2Controller.h
//  ShipHub
//
//  Created by James Howard on 10/19/16.
//  Copyright © 2016 Real Artists, Inc. All rights reserved.
//

#import <Cocoa/Cocoa.h>

@interface IssueWeb2Controller : NSViewController

@end
